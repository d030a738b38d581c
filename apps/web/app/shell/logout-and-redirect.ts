/**
 * Spec §2 / §8: a status 500 on the error screen logs the player out and sends them to /login.
 * The token cookie is httpOnly, so only the server can clear it (and revoke the session there):
 * the /logout action does both. The reload on /login then starts from a clean state.
 */
export function logoutAndRedirect(): void {
  fetch("/logout", { method: "POST", credentials: "same-origin", redirect: "manual" })
    .catch(() => undefined)
    .finally(() => window.location.replace("/login"));
}
