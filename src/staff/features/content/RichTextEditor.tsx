import { useRef } from 'react';
import { App, Button, Space } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { uploadImage } from './api';
import './content.css';

/**
 * The article body's rich-text editor (tiptap, in this page's chunk of the staff bundle alone): the
 * toolbar makes only what the server's allow-list keeps (headings, emphasis, lists, quotes, links,
 * images uploaded to the file store). What it gives is HTML the server sanitizes again.
 */
export function RichTextEditor({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, protocols: ['tel', 'mailto'] } }), Image],
    content: initial,
    editorProps: { attributes: { 'aria-label': t('staff.content.editor'), role: 'textbox', 'aria-multiline': 'true', class: 'rich-text' } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const addLink = () => {
    const href = window.prompt(t('staff.content.linkPrompt'), editor?.getAttributes('link').href as string | undefined);
    if (href === null || !editor) return;
    if (href.trim() === '') editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      editor.chain().focus().setImage({ src: await uploadImage(file), alt: '' }).run();
    } catch (problem) {
      void message.error(errorText(problem));
    } finally {
      if (picker.current) picker.current.value = '';
    }
  };

  // Each button says what it does in words: its visible text is its name (no symbol a screen reader names otherwise).
  const tool = (key: keyof NonNullable<typeof active>, label: Parameters<typeof t>[0], run: () => void) => (
    <Button size="small" type={active?.[key] ? 'primary' : 'default'} aria-pressed={active?.[key] ?? false} onClick={run}>
      {t(label)}
    </Button>
  );

  return (
    <div className="rich-text-editor">
      <Space wrap size={4} className="rich-text-toolbar">
        {tool('bold', 'staff.content.bold', () => editor?.chain().focus().toggleBold().run())}
        {tool('italic', 'staff.content.italic', () => editor?.chain().focus().toggleItalic().run())}
        {tool('heading', 'staff.content.heading', () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('bulletList', 'staff.content.bulletList', () => editor?.chain().focus().toggleBulletList().run())}
        {tool('orderedList', 'staff.content.orderedList', () => editor?.chain().focus().toggleOrderedList().run())}
        {tool('blockquote', 'staff.content.quote', () => editor?.chain().focus().toggleBlockquote().run())}
        {tool('link', 'staff.content.link', addLink)}
        <Button size="small" onClick={() => picker.current?.click()}>
          {t('staff.content.image')}
        </Button>
        <input ref={picker} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden aria-label={t('staff.content.image')} onChange={(event) => void addImage(event.target.files?.[0])} />
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
