// False on the server and during hydration, true once the browser runs the page's JavaScript.
// Kit pieces use it to add what only JavaScript can do (auto-submit, timers) without the server
// and browser markup differing on the first render.
import { useEffect, useState } from "react";

let hydrated = false;

export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setHydrated(true);
  }, []);
  return isHydrated;
}
