import { PHOTO_ACCEPT } from '../../../../shared/uploads';
import { ImageDropzone } from '../../../components/image-dropzone';
import { PHOTO_PRO_MSG } from '../lib/messages';
import { photoFileProblem } from '../lib/photo-file';

export type PhotoUploadStepProps = {
  photo: File | null;
  onPhotoChange: (photo: File) => void;
  disabled?: boolean;
};

/** Step 1: drop or pick the dish photo; the preview is the button that replaces it. */
export function PhotoUploadStep({ photo, onPhotoChange, disabled = false }: PhotoUploadStepProps) {
  return (
    <ImageDropzone
      file={photo}
      onFileChange={onPhotoChange}
      accept={PHOTO_ACCEPT}
      check={photoFileProblem}
      hint={PHOTO_PRO_MSG.photoHint}
      emptyText="Arraste a foto do seu prato ou clique para escolher"
      dropText="Solte a foto aqui"
      replaceText="Clique ou arraste para trocar a foto"
      previewAlt={(file) => `Prévia da foto escolhida: ${file.name}`}
      inputTestId="photo-input"
      disabled={disabled}
    />
  );
}
