import { SLOT_GAMES } from "@platform/slots";
export const g = SLOT_GAMES;
