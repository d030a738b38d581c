import type { Recipient } from "@platform/contracts";
import { ChoiceGroup } from "../forms/choice-group.tsx";
import { useT } from "../use-shell.ts";
import { NEW_RECIPIENT } from "./recipient-form.ts";
import { recipientPlace } from "./recipient-text.ts";

/**
 * The saved recipient selector (spec §2 base3 "saved recipient selector"): one radio per saved
 * recipient, masked, named `recipient_id` like the API's field, then "a new recipient". Every
 * recipient is rendered; the stylesheet hides those the chosen payout method cannot pay, so the
 * choice also works before (or without) JavaScript.
 */
export function SavedRecipients({
  recipients,
  selected,
  onSelect,
  error,
}: {
  recipients: readonly Recipient[];
  selected: string;
  onSelect: (id: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t("recipient.saved.legend")}
      error={error}
      className="recipient-picker"
      listClassName="recipient-picker__list"
    >
      {recipients.map((recipient) => (
        <label key={recipient.id} className="recipient-choice" data-for-method={recipient.method}>
          <input
            type="radio"
            name="recipient_id"
            value={recipient.id}
            checked={selected === recipient.id}
            onChange={() => onSelect(recipient.id)}
          />
          <span className="recipient-choice__body">
            <span className="recipient-choice__place">{recipientPlace(recipient, t)}</span>
            <span className="recipient-choice__number">{recipient.account_number}</span>
            <span className="recipient-choice__name">{recipient.account_name}</span>
          </span>
        </label>
      ))}
      <label className="recipient-choice recipient-choice--new">
        <input
          type="radio"
          name="recipient_id"
          value={NEW_RECIPIENT}
          checked={selected === NEW_RECIPIENT}
          onChange={() => onSelect(NEW_RECIPIENT)}
        />
        <span className="recipient-choice__body">
          <span className="recipient-choice__place">{t("recipient.saved.new")}</span>
        </span>
      </label>
    </ChoiceGroup>
  );
}
