import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { session } from '../../../lib/session';

/**
 * Unsaved edits are never lost silently: closing or reloading the tab gets the browser's own warning,
 * and moving to another page in the app is held until the user confirms (the returned blocker).
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean) {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Once the session has ended the edits cannot be saved any more: holding the user here helps nobody.
      session.getState().status === 'signed-in',
  );
}
