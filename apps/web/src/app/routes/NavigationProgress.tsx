import { NavigationProgressBar } from './NavigationProgressBar.tsx';
import { useNavigationLoading } from './routerContext.ts';

/** The progress bar while the router loads the next screen's code. */
export function NavigationProgress() {
  return useNavigationLoading() ? <NavigationProgressBar /> : null;
}
