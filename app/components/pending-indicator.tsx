// The global "page is loading" spinner (spec §2: pages load lazily with a spinner). It appears
// only when a navigation takes longer than `delayMs`, so quick ones do not flash.
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}

export function PendingIndicator({ delayMs = 300 }: { delayMs?: number }) {
  const navigation = useNavigation();
  const shown = useDelayedFlag(navigation.state !== "idle", delayMs);
  // The live region is always present so screen readers announce the text when it appears.
  return (
    <div className="pending" role="status" aria-live="polite" aria-label="Page loading">
      {shown ? (
        <>
          <span className="pending__spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </>
      ) : null}
    </div>
  );
}
