import { sat69bWatch } from '../watchlists/composition';

/**
 * On every start of the local portal: the SAT 69-B watch runs once against the host's stand-in (the demo list marks
 * two demo suppliers Presunto and Definitivo). It notifies nobody: the marks are the demo's starting point, and the
 * demo users' notifications stay the seeded ones (the pages' tests count them). Same list as last time → nothing new,
 * so a restart changes nothing. A failure is reported and the start goes on: the daily timer runs it again.
 */
export async function seedWatchlists(): Promise<void> {
  try {
    await sat69bWatch.run(undefined, { notify: false });
  } catch (err) {
    console.warn(`seed: the SAT 69-B import failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
