// What the JSON Resume import and LinkedIn's show once a file is read: its problem, or its
// preview (into the default language, or another), confirmed or cancelled the same way.
import type { ResumeImportRequest } from '../../../lib/api-schema';
import { useImportResume } from './api/resume-import-api';
import { ImportPreview } from './import-preview';
import { TranslationPreviewPanel } from './translation-preview';
import type { useResumeFile } from './use-resume-file';

type ResumeFile = ReturnType<typeof useResumeFile>;

/** The import of what `file` previews: `confirm` sends it, then `onDone` runs. */
export function useConfirmedImport(file: ResumeFile, onDone: () => void) {
  const mutation = useImportResume();
  const { preview, translation } = file;
  const confirm = () => {
    if (translation) {
      mutation.mutate({ document: translation.document, language: translation.language }, { onSuccess: onDone });
    } else if (preview && file.completed) {
      // Entries without their description or accomplishments: the file with the owner's words.
      if (!file.completed.ok || !file.completed.value) {
        file.setShowMessages(true);
        return;
      }
      const { document, choices } = file.completed.value;
      mutation.mutate(
        { document: JSON.parse(document) as unknown, choices: choices as ResumeImportRequest['choices'] },
        { onSuccess: onDone },
      );
    } else if (preview) {
      mutation.mutate(
        { document: preview.document, choices: preview.choices as ResumeImportRequest['choices'] },
        { onSuccess: onDone },
      );
    }
  };
  return { pending: mutation.isPending, confirm };
}

interface ImportResultProps {
  file: ResumeFile;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The file's problem, or its preview with Confirm Import and Cancel. */
export function ImportResult({ file, pending, onConfirm, onCancel }: ImportResultProps) {
  return (
    <>
      {file.problem && (
        <p className="field-error" role="alert">
          {file.problem}
        </p>
      )}
      {file.translation && (
        <TranslationPreviewPanel preview={file.translation} pending={pending} onConfirm={onConfirm} onCancel={onCancel} />
      )}
      {file.preview && (
        <ImportPreview
          preview={file.preview}
          pending={pending}
          onChoose={file.decide}
          onConfirm={onConfirm}
          onCancel={onCancel}
          gaps={{
            words: file.words,
            onWrite: file.write,
            completed: file.completed,
            showMessages: file.showMessages,
          }}
        />
      )}
    </>
  );
}
