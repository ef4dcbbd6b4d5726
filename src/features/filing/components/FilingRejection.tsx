import { RejectionText } from '../../../components/RejectionText/RejectionText';

/** The review's opinion above a rejected application's fill or upload page: what the citizen is correcting. */
export function FilingRejection({ text }: { text: string }) {
  if (!text) return null;
  return (
    <section className="filing-card filing-rejection">
      <RejectionText text={text} />
    </section>
  );
}
