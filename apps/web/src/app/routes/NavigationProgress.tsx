import { useNavigation } from 'react-router';

import { NavigationProgressBar } from './NavigationProgressBar.tsx';

/** The progress bar while the router loads the next screen's code. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <NavigationProgressBar />;
}
