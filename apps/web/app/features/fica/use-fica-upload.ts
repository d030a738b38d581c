import type { FicaInfo } from "@platform/contracts";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { useT } from "../../shell/use-shell.ts";

export interface FicaUpload {
  /** 0..1 while the files are on their way, null otherwise. */
  progress: number | null;
  result: FormResult | undefined;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Sends the upload form with XMLHttpRequest, the one browser API that reports upload progress,
 * and reads the JSON outcome; then reloads the tab's data. Without JavaScript the form posts
 * normally. Files over the size limit are refused here already, before their bytes travel.
 */
export function useFicaUpload(info: Pick<FicaInfo, "max_file_bytes" | "document_types">): FicaUpload {
  const t = useT();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<FormResult>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fieldErrors: Record<string, string> = {};
    let files = 0;
    for (const type of info.document_types) {
      const file = data.get(type);
      if (!(file instanceof File) || file.size === 0) {
        data.delete(type);
        continue;
      }
      files += 1;
      if (file.size > info.max_file_bytes) fieldErrors[type] = t("fica.error.too_large");
    }
    if (files === 0 || Object.keys(fieldErrors).length > 0) {
      setResult({
        ok: false,
        message: t(files === 0 ? "fica.error.choose" : "fica.error.too_large"),
        errors: [],
        fieldErrors,
      });
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    request.onload = () => {
      setProgress(null);
      try {
        const outcome = JSON.parse(request.responseText) as FormResult;
        setResult(outcome);
        if (outcome.ok) {
          form.reset();
          void revalidator.revalidate();
        }
      } catch {
        setResult({ ok: false, message: t("form.unavailable"), errors: [], fieldErrors: {} });
      }
    };
    request.onerror = () => {
      setProgress(null);
      setResult({ ok: false, message: t("form.unavailable"), errors: [], fieldErrors: {} });
    };
    setResult(undefined);
    setProgress(0);
    request.send(data);
  }

  return { progress, result, onSubmit };
}
