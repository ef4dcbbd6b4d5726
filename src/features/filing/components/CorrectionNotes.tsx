/** The review's requests for correction on a card (a section or a material group): red, one per line. */
export function CorrectionNotes({ notes }: { notes?: readonly string[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <div className="filing-corrections">
      {notes.map((note, index) => (
        <p key={index} className="filing-correction" role="note">
          {note}
        </p>
      ))}
    </div>
  );
}
