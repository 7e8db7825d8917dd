import { Navigate } from 'react-router';

import { useSession } from '../../data/session.ts';

/** /m, the target of Continue: the active character's sheet, else home. */
export default function ContinueScreen() {
  const { characterId } = useSession();
  return <Navigate to={characterId ? '/character' : '/home'} replace />;
}
