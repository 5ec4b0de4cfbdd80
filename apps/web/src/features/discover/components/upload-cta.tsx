import { Upload } from "lucide-react";

import { Button } from "../../../components/ui/button.tsx";

/** 'Upload Your Script': the call to action at the foot of Discover. */
export function UploadCta() {
  return (
    <section
      aria-labelledby="upload-cta-heading"
      className="relative isolate overflow-hidden rounded-[2rem] bg-screen px-6 py-14 text-center ring-1 ring-white/5 sm:px-12 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute -top-28 left-1/2 -z-10 h-56 w-[26rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_40%,transparent),transparent)] opacity-70 sm:w-[44rem]"
      />
      <p className="font-screenplay text-sm tracking-[0.2em] text-accent">FADE IN:</p>
      <h2
        id="upload-cta-heading"
        className="mt-3 font-display-tight text-3xl font-semibold text-balance text-screen-ink sm:text-4xl"
      >
        Upload Your Script
      </h2>
      <p className="mx-auto mt-4 max-w-lg text-base leading-relaxed text-screen-muted sm:text-lg">
        Put your pages in front of readers, earn clout for every great review, and get discovered.
      </p>
      <div className="mt-8 flex justify-center">
        <Button to="/upload" size="lg">
          <Upload aria-hidden="true" /> Upload Your Script
        </Button>
      </div>
    </section>
  );
}
