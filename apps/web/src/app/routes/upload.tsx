import { LockKeyhole } from "lucide-react";
import { useNavigate } from "react-router";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useSession } from "../../features/auth/hooks/use-session.ts";
import { GeneratePosterPanel } from "../../features/posters/components/generate-poster-panel.tsx";
import { UploadScriptForm } from "../../features/scripts/components/upload/upload-script-form.tsx";

function SignInRequired() {
  return (
    <Container size="narrow" className="py-20 text-center sm:py-28">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 font-display-tight text-4xl font-semibold text-ink">Sign In Required</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-muted">
        Sign in to upload your screenplay, share it with readers and get coverage.
      </p>
      <Button to="/login?redirect=/upload" size="lg" className="mt-8">
        Sign In
      </Button>
    </Container>
  );
}

/** /upload: the upload form for signed-in writers; 'Sign In Required' for visitors. */
export function UploadPage() {
  const { status } = useSession();
  const navigate = useNavigate();

  if (status === "loading") return <PageSpinner label="Loading your session" />;
  if (status === "anonymous") {
    return (
      <>
        <title>Sign in to upload — The White List</title>
        <SignInRequired />
      </>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <title>Upload a script — The White List</title>
      <p className="font-screenplay text-sm tracking-wide text-accent-ink uppercase">Fade in:</p>
      <h1 className="mt-1 font-display-tight text-4xl font-semibold text-ink sm:text-5xl">Upload a Script</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">
        Add your screenplay as a PDF. Keep it private while you polish it, or make it public for readers and
        reviews.
      </p>
      <div className="mt-8">
        <UploadScriptForm
          onUploaded={() => void navigate("/dashboard")}
          renderCoverGenerator={(slot) => <GeneratePosterPanel {...slot} />}
        />
      </div>
    </Container>
  );
}
