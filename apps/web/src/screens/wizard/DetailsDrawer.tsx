import { Drawer } from '../../components/drawer/Drawer.tsx';
import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';

/** A catalogue entry's description, and its parts (class features, species traits) below it. */
export interface Details {
  title: string;
  description?: string | undefined;
  parts?: { title: string; description?: string | undefined }[];
}

export function DetailsDrawer({
  details,
  onClose,
}: {
  details: Details | null;
  onClose: () => void;
}) {
  return (
    <Drawer open={details !== null} onClose={onClose} title={details?.title ?? ''}>
      {details && (
        <div className="wizard-details">
          <EnglishTextMark />
          {details.description && <MarkdownText text={details.description} />}
          {details.parts?.map((part) => (
            <section key={part.title} className="wizard-details__part">
              <h3 className="wizard-details__title">{part.title}</h3>
              {part.description && <MarkdownText text={part.description} />}
            </section>
          ))}
        </div>
      )}
    </Drawer>
  );
}
