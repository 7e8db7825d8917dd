/** How long a page whose frames are throttled (hidden, in the background) waits at most. */
const LATEST_MS = 250;

/**
 * Runs `task` once, right after the next frame is painted: work a tap causes but its result
 * does not need on screen (a toast, a write to storage) leaves the tap's own frame alone
 * (issue 16). With no frames coming (a hidden page, tests), it runs in a later task.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, LATEST_MS);
  } else setTimeout(run, 0);
}
