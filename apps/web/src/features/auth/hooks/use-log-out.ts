import { useCallback } from "react";
import { useNavigate } from "react-router";

import { useSession } from "./use-session.ts";

/** Log out: end the session here and on the server, return to /, say so. */
export function useLogOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    const done = signOut();
    void navigate("/");
    // sonner is not on the first paint (the menu that logs out is): load it with the toast.
    void import("sonner").then(({ toast }) => toast.success("You have been logged out"));
    await done;
  }, [signOut, navigate]);
}
