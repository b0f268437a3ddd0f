/**
 * What a stage move's refusal (409) lists as still missing, when that is why it was refused:
 * the contract's `StageMissingSchema` list (stage-missing.test.ts holds the two together), read
 * without zod so that the mover sees the list or the refusal at once, with no code to load
 * between the server's answer and what it shows.
 */
export function stageMissingOf(body: unknown): readonly string[] | undefined {
  const missing = (body as { missing?: unknown } | null)?.missing;
  const listed =
    Array.isArray(missing) && missing.length > 0 && missing.every((m) => typeof m === 'string');
  return listed ? missing : undefined;
}
