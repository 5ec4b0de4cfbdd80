import { createContext, useContext } from "react";

export type SignInMode = "sign-in" | "sign-up";

export interface OpenSignInOptions {
  /** "sign-up" opens the dialog on the create-account form. */
  mode?: SignInMode;
  /** Where to go after signing in; defaults to the page's `redirect` query value, then /home. */
  redirect?: string | null;
}

export interface SignInDialogControls {
  openSignIn: (options?: OpenSignInOptions) => void;
  closeSignIn: () => void;
}

export const SignInDialogContext = createContext<SignInDialogControls | null>(null);

/** Opens and closes the app's one sign-in dialog. Must be used under `<AuthProvider>`. */
export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(SignInDialogContext);
  if (!controls) throw new Error("useSignInDialog must be used inside <AuthProvider>");
  return controls;
}
