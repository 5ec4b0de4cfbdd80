export function DummyBadge() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full bg-warning-soft px-2 py-0.5 text-[11px] font-semibold text-warning-ink">
      Dummy
    </span>
  );
}
