/** 2FA code (part 1 §5): digits only, at most 6; anything else typed or pasted is dropped as it comes. */
export function onlyCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** Recovery codes are 8 letters or digits, optionally split 4-4 by a hyphen (contracts' login2faRequestSchema). */
export function onlyRecoveryCharacters(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 9);
}
