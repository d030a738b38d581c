import { currencyExponent, fromMinorUnits } from "@platform/contracts";
import type { CardField, CardForm } from "./card-rules.ts";
import type { ChargeRow } from "./charge-view.ts";

/*
 * The hosted card page: plain server-rendered HTML with no script at all, so it works without
 * JavaScript and its CSP can forbid every script. The look is the provider's own, not the
 * merchant's: a player should see they are on the payment company's page.
 */

const LABELS: Record<CardField, { label: string; attributes: string }> = {
  card_number: {
    label: "Card number",
    attributes: 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"',
  },
  card_expiry: {
    label: "Expiry (MM/YY)",
    attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"',
  },
  card_cvc: {
    label: "Security code (CVC)",
    attributes: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"',
  },
  card_holder: { label: "Name on the card", attributes: 'autocomplete="cc-name"' },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1a1f36}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;background:#fff4d6;color:#6b4a00;border-radius:4px;padding:.1rem .5rem;font-size:.8rem}
h1{font-size:1.1rem;margin:.5rem 0 0}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;min-height:44px;font-size:1rem;padding:.5rem .75rem;border:1px solid #8792a2;border-radius:6px;margin-top:.25rem}
input:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
input[aria-invalid=true]{border-color:#c0123c}
.error{color:#c0123c;margin:.25rem 0 0;font-size:.9rem}
.alert{border:1px solid #c0123c;background:#fff0f3;border-radius:6px;padding:.75rem;margin-bottom:1rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;min-height:48px;font-size:1rem;font-weight:600;border-radius:6px;margin-top:1rem;cursor:pointer}
.pay{background:#635bff;color:#fff;border:0}.cancel{background:#fff;color:#1a1f36;border:1px solid #8792a2}
.note{font-size:.85rem;color:#4f566b;margin-top:1.25rem}
a.button{display:block;text-align:center;padding:.75rem;background:#635bff;color:#fff;border-radius:6px;text-decoration:none;font-weight:600;margin-top:1rem}
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** "KES 1,000.00": the amount in the currency's ISO 4217 minor unit. */
export function formatAmount(amount: bigint, currency: string): string {
  const decimal = fromMinorUnits(amount, currencyExponent(currency));
  const [whole = "0", fraction] = decimal.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${fraction ? `${grouped}.${fraction}` : grouped}`;
}

function layout(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · SandboxPay</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<span class="badge">SandboxPay · test mode, no real money</span>
${body}
</div>
</main>
</body>
</html>`;
}

/** The card form, with what the payer typed (never the CVC) and the problems found in it. */
export function checkoutPage(
  charge: ChargeRow,
  nonce: string,
  values: Partial<CardForm> = {},
  errors: Partial<Record<CardField, string>> = {},
): string {
  const amount = formatAmount(charge.amount, charge.currency);
  const problems = Object.values(errors);
  const field = (name: CardField) => {
    const { label, attributes } = LABELS[name];
    const error = errors[name];
    const value = name === "card_cvc" ? "" : (values[name] ?? "");
    return `<div>
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="text" required ${attributes} value="${escapeHtml(value)}"${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""
    }>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ""}
</div>`;
  };
  return layout(
    `Pay ${charge.merchantName}`,
    nonce,
    `<h1>Pay ${escapeHtml(charge.merchantName)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${
  problems.length > 0
    ? `<div class="alert" role="alert"><strong>Please check your card details.</strong></div>`
    : ""
}
<form method="post">
${field("card_number")}
<div class="row">${field("card_expiry")}${field("card_cvc")}</div>
${field("card_holder")}
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and go back</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
4000 0000 0000 0077 pays a few seconds later. Any future expiry, any CVC.</p>`,
  );
}

const OUTCOME: Record<string, string> = {
  processing: "Your payment is being processed.",
  succeeded: "This payment is complete.",
  failed: "This payment was declined.",
  canceled: "This payment was cancelled.",
};

/** A charge that can no longer be paid: what became of it, and the way back to the merchant. */
export function closedPage(charge: ChargeRow, nonce: string): string {
  const outcome = OUTCOME[charge.status] ?? "This payment can no longer be made.";
  return layout(
    outcome,
    nonce,
    `<h1>${escapeHtml(outcome)}</h1>
<p class="amount">${escapeHtml(formatAmount(charge.amount, charge.currency))}</p>
${charge.returnUrl ? `<a class="button" href="${escapeHtml(charge.returnUrl)}">Back to ${escapeHtml(charge.merchantName)}</a>` : ""}`,
  );
}

export function notFoundPage(nonce: string): string {
  return layout(
    "Payment not found",
    nonce,
    "<h1>Payment not found</h1><p>This payment link is not valid. Go back to the site you were paying and start again.</p>",
  );
}
