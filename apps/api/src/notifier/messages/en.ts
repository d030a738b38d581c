import type { MessageCatalog } from "./catalog.ts";

export const en: MessageCatalog = {
  otp: ({ site, code, minutes }) => ({
    subject: `${site} verification code`,
    text: `Your ${site} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  }),
  resetPassword: ({ site, link, code, minutes }) => ({
    subject: `Reset your ${site} password`,
    text: `Open this link to choose a new password: ${link}\n\nOr enter this code: ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for this, ignore this message.`,
  }),
  confirmEmail: ({ site, link, code, hours }) => ({
    subject: `Confirm your new ${site} email address`,
    text: `Open this link to confirm your new email address: ${link}\n\nOr enter this code: ${code}\n\nIt expires in ${hours} hours.`,
  }),
  verifyEmail: ({ site, link, hours }) => ({
    subject: `Confirm your ${site} email address`,
    text: `Welcome to ${site}! Open this link to confirm your email address: ${link}\n\nIt expires in ${hours} hours. If you did not register, ignore this message.`,
  }),
  accountChanged: ({ site, change, time }) => ({
    subject: `Your ${site} ${change === "password" ? "password" : change === "email" ? "email address" : "phone number"} was changed`,
    text: `The ${change === "password" ? "password" : change === "email" ? "email address" : "phone number"} of your ${site} account was changed on ${time}. If this was not you, reset your password at once and contact support.`,
  }),
};
