import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { useSession } from "./use-session.ts";

/** Log out: end the session here and on the server, return to /, say so. */
export function useLogOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    const done = signOut();
    void navigate("/");
    toast.success("You have been logged out");
    await done;
  }, [signOut, navigate]);
}
