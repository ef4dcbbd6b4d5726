import './articleBody.css';

/**
 * An article's body as the citizen's article page draws it, and the staff editor's phone preview
 * alike (docs/decisions/0095): the editor's rich text, whose HTML the server sanitized with its
 * allow-list before storing it (or sanitized for the preview), or plain text in paragraphs.
 */
export function ArticleBody({ content, format }: { content: string; format?: 'text' | 'html' | undefined }) {
  if (format === 'html') return <div className="article-body article-html" dangerouslySetInnerHTML={{ __html: content }} />;
  return (
    <div className="article-body">
      {content.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
