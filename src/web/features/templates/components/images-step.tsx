import { useId } from 'react';
import { ImageDropzone, type ImageDropzoneProps } from '../../../components/image-dropzone';
import { Badge } from '../../../components/ui/badge';
import { LOGO_FILE_ACCEPT, PRODUCT_ACCEPT, logoFileProblem, productFileProblem } from '../lib/files';
import { TEMPLATES_MSG } from '../lib/messages';

export type ImagesStepProps = {
  product: File | null;
  logo: File | null;
  onProductChange: (file: File | null) => void;
  onLogoChange: (file: File | null) => void;
  disabled?: boolean;
};

const PREVIEW = 'aspect-[4/3]';
const EMPTY = 'min-h-56 px-4 py-8 sm:aspect-[4/3] sm:min-h-0';
/** A checkerboard behind the logo, so transparent areas read as transparent. */
const CHECKERBOARD = 'bg-[repeating-conic-gradient(#f3ebe3_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-6';

/** What sets one image apart from the other: its heading, whether it is required, its files and its words. */
type Slot = Pick<
  ImageDropzoneProps,
  'accept' | 'check' | 'hint' | 'emptyText' | 'dropText' | 'replaceText' | 'removeLabel' | 'previewAlt' | 'inputTestId' | 'imageClassName'
> & { title: string; required: boolean; note?: string };

const PRODUCT_SLOT: Slot = {
  title: 'Foto do produto',
  required: true,
  accept: PRODUCT_ACCEPT,
  check: productFileProblem,
  hint: TEMPLATES_MSG.productHint,
  emptyText: 'Arraste a foto do produto ou clique para escolher',
  dropText: 'Solte a foto aqui',
  replaceText: 'Trocar foto',
  removeLabel: 'Remover produto',
  previewAlt: (file) => `Prévia do produto: ${file.name}`,
  inputTestId: 'product-input',
};

const LOGO_SLOT: Slot = {
  title: 'Logo da sua marca',
  required: false,
  accept: LOGO_FILE_ACCEPT,
  check: logoFileProblem,
  hint: TEMPLATES_MSG.logoHint,
  emptyText: 'Arraste o seu logo ou clique para escolher',
  dropText: 'Solte o logo aqui',
  replaceText: 'Trocar logo',
  removeLabel: 'Remover logo',
  previewAlt: (file) => `Prévia do logo: ${file.name}`,
  inputTestId: 'logo-input',
  imageClassName: CHECKERBOARD,
  note: 'As cores do logo viram as cores da arte.',
};

/** Step 2: the product photo (required) and the logo (optional), each with a preview and "Remover". */
export function ImagesStep({ product, logo, onProductChange, onLogoChange, disabled }: ImagesStepProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <ImageSlot slot={PRODUCT_SLOT} file={product} onFileChange={onProductChange} disabled={disabled} />
      <ImageSlot slot={LOGO_SLOT} file={logo} onFileChange={onLogoChange} disabled={disabled} />
    </div>
  );
}

function ImageSlot({
  slot: { title, required, note, ...dropzone },
  file,
  onFileChange,
  disabled,
}: {
  slot: Slot;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold">
          {title}
        </h4>
        {required ? <Badge>Obrigatória</Badge> : <Badge variant="outline">Opcional</Badge>}
      </div>
      <ImageDropzone
        {...dropzone}
        file={file}
        onFileChange={onFileChange}
        onRemove={() => onFileChange(null)}
        disabled={disabled}
        previewClassName={PREVIEW}
        emptyClassName={EMPTY}
      />
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </section>
  );
}
