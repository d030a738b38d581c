import { useEffect } from "react";
import { syncPushContact } from "./push-contact.ts";

/** Hands the player's contact key to the push script after hydration, and again when it changes. */
export function PushContact({ contactKey }: { contactKey: string | null }) {
  useEffect(() => {
    syncPushContact(contactKey);
  }, [contactKey]);
  return null;
}
