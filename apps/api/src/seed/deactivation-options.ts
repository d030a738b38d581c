import type { Database } from "../db/database.ts";
import { deactivationOptions } from "../db/schema.ts";
import { updateIfChanged } from "./upsert.ts";

/** Reasons offered by GET /api/user/deactivateOption, in every language a demo site offers. */
export const DEACTIVATION_OPTIONS: { code: string; labels: Record<string, string> }[] = [
  {
    code: "take_break",
    labels: {
      en: "I want to take a break",
      fr: "Je veux faire une pause",
      sw: "Nataka kupumzika kwa muda",
      pt: "Quero fazer uma pausa",
    },
  },
  {
    code: "gambling_concern",
    labels: {
      en: "I am worried about how much I gamble",
      fr: "Je m'inquiète de ma pratique du jeu",
      sw: "Nina wasiwasi kuhusu kiasi ninachobashiri",
      pt: "Estou preocupado com o quanto jogo",
    },
  },
  {
    code: "not_satisfied",
    labels: {
      en: "I am not satisfied with the service",
      fr: "Je ne suis pas satisfait du service",
      sw: "Sijaridhika na huduma",
      pt: "Não estou satisfeito com o serviço",
    },
  },
  {
    code: "other_account",
    labels: {
      en: "I have another account",
      fr: "J'ai un autre compte",
      sw: "Nina akaunti nyingine",
      pt: "Tenho outra conta",
    },
  },
  { code: "other", labels: { en: "Other", fr: "Autre", sw: "Nyingine", pt: "Outro" } },
];

export async function upsertDeactivationOptions(db: Database): Promise<void> {
  await db
    .insert(deactivationOptions)
    .values(DEACTIVATION_OPTIONS.map((option, position) => ({ ...option, position })))
    .onConflictDoUpdate({
      target: deactivationOptions.code,
      ...updateIfChanged(deactivationOptions, ["position", "labels"]),
    });
}
