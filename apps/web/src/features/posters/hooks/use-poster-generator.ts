import { useEffect, useRef, useState } from "react";

import {
  DEFAULT_POSTER_STYLE,
  GENERATE_TRY_AGAIN,
  GENERATED_IMAGE_LOAD_FAILED,
  MAX_POSTER_STYLES,
  NO_IMAGE_URL,
  POSTER_STYLE_REQUIRED,
  POSTER_TITLE_REQUIRED,
  type GenerationResponse,
  type ImageModelId,
  type ScriptDetail,
} from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { generatePoster } from "../api/generate-poster.ts";
import { useImageModels } from "../api/get-image-models.ts";
import { applyGeneratedPoster, discardPoster } from "../api/use-generated-poster.ts";

/** 'Cover image updated!' shows for 3 seconds. */
export const COVER_UPDATED_FLASH_MS = 3000;

export interface PosterGeneratorOptions {
  title: string;
  genres: string[];
  logline: string;
  /** The script to draw for; on the upload page it creates the private draft the first time. */
  ensureScriptId: () => Promise<string>;
  onCoverUsed: (script: ScriptDetail) => void;
}

export type GeneratorPhase = "idle" | "generating" | "preview" | "applying" | "used";

/** The Generate Cover Image panel's state: styles, model, the job's progress and the preview. */
export function usePosterGenerator({
  title,
  genres,
  logline,
  ensureScriptId,
  onCoverUsed,
}: PosterGeneratorOptions) {
  const models = useImageModels();
  const [styles, setStyles] = useState<string[]>([DEFAULT_POSTER_STYLE]);
  const [chosenModel, setModel] = useState<ImageModelId | null>(null);
  const [phase, setPhase] = useState<GeneratorPhase>("idle");
  const [result, setResult] = useState<GenerationResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const flash = useCoverUpdatedFlash();
  const [elapsed, setElapsed] = useState(0);
  const abort = useRef<AbortController>(undefined);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (phase !== "generating") return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [phase]);

  const available = models.data?.models ?? [];
  const model = chosenModel ?? available.find((m) => m.isDefault)?.id ?? "local-poster";

  const toggleStyle = (id: string) => {
    setError(null);
    setStyles((current) => toggledStyles(current, id));
  };

  const generate = async () => {
    if (phase === "generating" || phase === "applying") return;
    if (!title.trim()) return setError(POSTER_TITLE_REQUIRED);
    if (styles.length === 0) return setError(POSTER_STYLE_REQUIRED);
    setError(null);
    setResult(null);
    setElapsed(0);
    setPhase("generating");
    let scriptId: string;
    try {
      scriptId = await ensureScriptId();
    } catch (failure) {
      setPhase("idle");
      return setError(errorMessageOf(failure, "Failed to create draft script"));
    }
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      const generated = await generatePoster(
        { scriptId, model, styles, title: title.trim(), genres, logline },
        abort.current.signal,
      );
      if (!generated.previewUrl) throw new Error(NO_IMAGE_URL);
      setResult(generated);
      setPhase("preview");
    } catch (failure) {
      if ((failure as Error).name === "AbortError") return;
      setPhase("idle");
      setError(
        (failure as Error).message === NO_IMAGE_URL
          ? NO_IMAGE_URL
          : errorMessageOf(failure, GENERATE_TRY_AGAIN),
      );
    }
  };

  /** The preview did not load: it is cleared. */
  const previewFailed = () => {
    setResult(null);
    setPhase("idle");
    setError(GENERATED_IMAGE_LOAD_FAILED);
  };

  const use = async () => {
    if (!result || phase !== "preview") return;
    setPhase("applying");
    try {
      const script = await applyGeneratedPoster(result.generation.id);
      setPhase("used");
      onCoverUsed(script);
      flash.start();
    } catch (failure) {
      setPhase("preview");
      setError(errorMessageOf(failure, "Failed to update cover"));
    }
  };

  const discard = async () => {
    const current = result;
    setResult(null);
    setPhase("idle");
    if (current) await discardPoster(current.generation.id).catch(() => {});
  };

  return {
    models,
    available,
    model,
    setModel,
    styles,
    toggleStyle,
    phase,
    result,
    error,
    isFlashing: flash.isOn,
    elapsed,
    generate,
    previewFailed,
    use,
    discard,
  };
}

/** A style chip toggled: off when chosen, on when there is room for another. */
function toggledStyles(current: string[], id: string): string[] {
  if (current.includes(id)) return current.filter((s) => s !== id);
  return current.length >= MAX_POSTER_STYLES ? current : [...current, id];
}

/** 'Cover image updated!' for COVER_UPDATED_FLASH_MS after each start; the timer ends on unmount. */
function useCoverUpdatedFlash() {
  const [isOn, setIsOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    setIsOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsOn(false), COVER_UPDATED_FLASH_MS);
  };
  return { isOn, start };
}

export type PosterGenerator = ReturnType<typeof usePosterGenerator>;
