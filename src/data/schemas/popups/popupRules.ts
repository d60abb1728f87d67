/** A given name: capitalised words of letters, joined by one space or hyphen ("Wei Ling", "Ji-woo"). */
export const FIRST_NAME = /^\p{Lu}\p{Ll}+(?:[ -]\p{L}\p{Ll}+)?$/u;

/** Pop-up text stays within two lines of the card on a 360 px phone. */
export const MAX_MESSAGE = 56;

export function tooLong(message: string): string {
  return `reads "${message}", which is too long for a phone: keep it to ${MAX_MESSAGE} characters`;
}
