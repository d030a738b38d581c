import { CONTINUE, type Guard, NOT_FOUND, redirectTo } from "./types.ts";

const MAX_PATH_LENGTH = 2000;

/** Pages that only make sense with a query parameter; without it they go to the default page. */
const REQUIRED_QUERY: Record<string, string> = {
  "/reset-password": "code",
  "/autologin": "token",
  "/verify-email": "code",
};

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Paths no page answers: undecodable, over-long, empty segments, backslashes, control characters. */
function isMalformed(pathname: string): boolean {
  const decoded = decodePath(pathname);
  return (
    decoded === null ||
    pathname.length > MAX_PATH_LENGTH ||
    decoded.includes("//") ||
    decoded.includes("\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: encoded control characters are the malformation.
    /[\u0000-\u001f\u007f]/.test(decoded)
  );
}

/** Guard 1 (spec §2): reject malformed paths and pages opened without their required query. */
export const validatePage: Guard = ({ url, settings }) => {
  if (isMalformed(url.pathname)) return NOT_FOUND;
  const required = REQUIRED_QUERY[url.pathname];
  if (required && !url.searchParams.get(required)) return redirectTo(settings.defaultRedirect);
  return CONTINUE;
};
