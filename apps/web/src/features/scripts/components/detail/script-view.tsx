import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";

import type { ScriptDetail } from "@twl/contract";

import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { SuccessOverlay } from "../../../../components/ui/success-overlay.tsx";
import { READER_PARAMS } from "../../../../lib/reader-target.ts";
import { titleOf } from "../../../../lib/script-display.ts";
import { useScript } from "../../api/get-script.ts";
import { scriptKeys } from "../../api/script-keys.ts";
import { useDelayedRefresh } from "../../hooks/use-delayed-refresh.ts";
import { useScriptEditor } from "../../hooks/use-script-editor.ts";
import { canBrowseVersions } from "../../lib/can-browse-versions.ts";
import { CoverLightbox } from "./cover-lightbox.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import { ReadTab } from "./read-tab.tsx";
import { ReviewList } from "./review-list.tsx";
import { ScriptErrorState } from "./script-error-state.tsx";
import { ScriptHeader } from "./script-header.tsx";
import { ScriptPageSkeleton } from "./script-page-skeleton.tsx";
import type { CoverageSlot, GiveCloutSlot, ReviewsSlot, ScriptPanelSlots } from "./script-slots.ts";
import { SCRIPT_TABS, ScriptTabs, useScriptTab } from "./script-tabs.tsx";
import { VersionsDialog } from "./versions-dialog.tsx";

/** The tabs this visitor sees: statistics need a parsed file, readers an editor and a file. */
function visibleTabs(script: ScriptDetail, slots: ScriptPanelSlots, hasCoverageTab: boolean) {
  const { hasFile } = script;
  return SCRIPT_TABS.filter(
    (value) =>
      (value !== "statistics" || hasFile) &&
      (value !== "coverage" || hasCoverageTab) &&
      (value !== "readers" || (script.canEdit && hasFile && Boolean(slots.renderReaders))),
  );
}

/** Tab names; Read becomes Upload for an editor while the script has no file. */
function tabLabels(script: ScriptDetail) {
  return {
    profile: "Profile",
    read: !script.hasFile && script.canEdit ? "Upload Script" : "Read Script",
    statistics: "Statistics",
    reviews: `Reviews (${script.reviewCount})`,
    coverage: "Coverage",
    readers: "Readers",
  };
}

/** What the give-clout, reviews and cover-generator slots change in the cached script. */
function useScriptCacheSlots(script: ScriptDetail) {
  const queryClient = useQueryClient();
  const giveCloutSlot: GiveCloutSlot = {
    scriptId: script.id,
    title: titleOf(script),
    isOwner: script.isOwner,
    onCloutGiven: (total) =>
      queryClient.setQueryData<ScriptDetail>(
        scriptKeys.detail(script.id),
        (current) => current && { ...current, receivedClout: total },
      ),
  };
  const reviewsSlot: ReviewsSlot = {
    scriptId: script.id,
    isOwner: script.isOwner,
    reviews: script.reviews,
    onReviewsChanged: () =>
      void queryClient.invalidateQueries({ queryKey: scriptKeys.detail(script.id), exact: true }),
  };
  const onCoverUsed = (updated: ScriptDetail) => {
    queryClient.setQueryData(scriptKeys.detail(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: scriptKeys.coverImages(updated.id) });
    void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
  };
  return { giveCloutSlot, reviewsSlot, onCoverUsed };
}

/** Discard the edit, or leave the page with unsaved changes. */
function UnsavedChangesDialogs({ editor }: { editor: ReturnType<typeof useScriptEditor> }) {
  return (
    <>
      <ConfirmDialog
        open={editor.isConfirmingCancel}
        onOpenChange={(open) => !open && editor.keepEditing()}
        title="Discard your changes?"
        description="You have unsaved changes to this script. If you cancel now, they will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        isDestructive
        onConfirm={editor.discard}
      />
      <ConfirmDialog
        open={editor.blocker.state === "blocked"}
        onOpenChange={(open) => !open && editor.blocker.reset?.()}
        title="Leave without saving?"
        description="You have unsaved changes to this script. If you leave this page, they will be lost."
        cancelLabel="Stay on page"
        confirmLabel="Leave page"
        isDestructive
        onConfirm={() => editor.blocker.proceed?.()}
      />
    </>
  );
}

function LoadedScript({ script, slots }: { script: ScriptDetail; slots: ScriptPanelSlots }) {
  const { hasFile } = script;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const coverageStatus = script.coverage?.status ?? null;
  // Coverage once a report is completed, or when the address asks for it; it stays once shown.
  const [isCoverageShown, setIsCoverageShown] = useState(() => params.get(READER_PARAMS.tab) === "coverage");
  const hasCoverageTab = Boolean(slots.renderCoverage) && (isCoverageShown || coverageStatus === "completed");
  const tabs = visibleTabs(script, slots, hasCoverageTab);
  const [tab, setTab] = useScriptTab(tabs);
  const editor = useScriptEditor(script);
  const refresh = useDelayedRefresh(script.id);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isGalleryOpen, setIsGalleryOpen] = useState(false);
  const coverageSlot: CoverageSlot = {
    scriptId: script.id,
    title: titleOf(script),
    status: coverageStatus,
    hasFile,
    canManage: script.canEdit,
    isAdminActing: script.canEdit && !script.isOwner,
    onCompleted: () => {
      setIsCoverageShown(true);
      setTab("coverage");
      void queryClient.invalidateQueries({ queryKey: scriptKeys.detail(script.id) });
    },
  };
  const { giveCloutSlot, reviewsSlot, onCoverUsed } = useScriptCacheSlots(script);

  return (
    <div className="space-y-8">
      <title>{`${titleOf(script)} — The White List`}</title>
      <ScriptHeader
        script={script}
        isEditing={editor.isEditing}
        onEdit={() => {
          editor.start();
          setTab("profile");
        }}
        onOpenVersions={() => setIsVersionsOpen(true)}
      />
      {slots.renderHeaderActions && (
        <div className="flex flex-wrap gap-2">
          {slots.renderHeaderActions({ scriptId: script.id, title: titleOf(script) })}
        </div>
      )}
      {script.canEdit && slots.renderCoverageRequest?.(coverageSlot)}
      <ScriptTabs
        tab={tab}
        tabs={tabs}
        onTabChange={setTab}
        labels={tabLabels(script)}
        panels={{
          profile: (
            <ProfileTab
              script={script}
              editor={editor}
              onOpenGallery={() => setIsGalleryOpen(true)}
              giveClout={slots.renderGiveClout?.(giveCloutSlot)}
              coverGenerator={
                script.canEdit
                  ? slots.renderCoverGenerator?.({
                      title: script.title,
                      genres: script.genres.map((g) => g.genre.name),
                      logline: script.logline ?? "",
                      ensureScriptId: () => Promise.resolve(script.id),
                      onCoverUsed,
                    })
                  : null
              }
              recentReviews={slots.latestReviews ?? script.reviews}
            />
          ),
          read: <ReadTab script={script} renderReader={slots.renderReader} />,
          statistics:
            slots.renderStatistics?.({
              scriptId: script.id,
              title: titleOf(script),
              version: script.activeVersion,
            }) ?? null,
          reviews: slots.renderReviews ? (
            slots.renderReviews(reviewsSlot)
          ) : (
            <ReviewList reviews={script.reviews} />
          ),
          coverage: hasCoverageTab ? slots.renderCoverage?.(coverageSlot) : null,
          readers:
            script.canEdit && script.activeVersion !== null
              ? (slots.renderReaders?.({ scriptId: script.id, activeVersion: script.activeVersion }) ?? null)
              : null,
        }}
      />

      {canBrowseVersions(script) && (
        <>
          <VersionsDialog
            script={script}
            open={isVersionsOpen}
            onOpenChange={setIsVersionsOpen}
            onActivated={(version) => refresh.announce(`Version ${version} is now active`)}
          />
          <CoverLightbox
            script={script}
            open={isGalleryOpen}
            onOpenChange={setIsGalleryOpen}
            onActivated={(version) => refresh.announce(`Cover version ${version} is now active`)}
          />
        </>
      )}
      <UnsavedChangesDialogs editor={editor} />
      {refresh.message && <SuccessOverlay title={refresh.message}>Refreshing the page…</SuccessOverlay>}
    </div>
  );
}

/**
 * The script page: loading skeleton, error states, or the loaded script. The page plugs in
 * the reader and the statistics panel (`slots`).
 */
export function ScriptView({ id, ...slots }: { id: string } & ScriptPanelSlots) {
  const script = useScript(id);
  if (script.isPending) return <ScriptPageSkeleton />;
  if (script.isError) return <ScriptErrorState error={script.error} onRetry={() => void script.refetch()} />;
  return <LoadedScript script={script.data} slots={slots} />;
}
