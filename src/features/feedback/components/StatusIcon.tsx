/** Feedback status (spec 000 section 4): 0 is pending (grey waiting icon), any other value is replied (success icon). */
export function StatusIcon({ status, label }: { status: number; label: string }) {
  const waiting = status === 0;
  return (
    <svg className={`feedback-icon ${waiting ? 'feedback-icon--waiting' : 'feedback-icon--done'}`} viewBox="0 0 24 24" role="img" aria-label={label}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      {waiting ? (
        <path d="M12 6v6l4 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
