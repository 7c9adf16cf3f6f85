import { ImageDropzone } from '../../../components/image-dropzone';
import { TRAINING_IMAGE_ACCEPT, TRAINING_IMAGE_HINT, trainingImageProblem } from '../api/save-training-example';

export type TrainingImageFieldProps = {
  /** "Logo", "Produto", "Arte Gerada", "Imagem de referência". */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  inputTestId: string;
  disabled?: boolean;
  /** Size classes of the zone (a single reference image gets more room). */
  sizeClassName?: string;
};

/** One of an example's images: pick or drop it (JPG, PNG or WEBP up to 5MB), see it, replace or remove it. */
export function TrainingImageField({ label, file, onChange, inputTestId, disabled, sizeClassName = 'aspect-square' }: TrainingImageFieldProps) {
  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <ImageDropzone
        file={file}
        onFileChange={onChange}
        onRemove={() => onChange(null)}
        accept={TRAINING_IMAGE_ACCEPT}
        check={trainingImageProblem}
        hint={TRAINING_IMAGE_HINT}
        emptyText={`Enviar ${label.toLowerCase()}`}
        previewAlt={() => `Prévia: ${label}`}
        replaceText="Trocar"
        removeLabel="Remover"
        inputTestId={inputTestId}
        disabled={disabled}
        previewClassName={sizeClassName}
        emptyClassName={`${sizeClassName} px-3 py-6`}
      />
    </fieldset>
  );
}
