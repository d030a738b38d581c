/** Where the forgot-password page is after a post: a code went by SMS, or a link by email. */
export type ForgotStep = "code-sent" | "email-sent";
