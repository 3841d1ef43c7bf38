import { useId, useState, type DragEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import {
  ImageReadError,
  resizeImage,
  type ResizeTarget,
} from '@/features/company-dashboard/components/media/image-resize';
import styles from './image-picker.module.css';

interface ImagePickerProps {
  label: string;
  hint: string;
  /** Media URLs already stored and data URLs of new pictures. */
  images: readonly string[];
  onChange: (images: string[]) => void;
  max: number;
  target: ResizeTarget;
  disabled?: boolean;
  /** Names one picture for its remove button and alt text: "Photo 2", "Logo". */
  itemName: (index: number) => string;
}

/**
 * Pictures by drag and drop or a file button (docs/product.md#photos): only images are taken, pictures beyond `max`
 * are ignored, and each one is shrunk in the browser before it is kept as a data URL.
 */
export function ImagePicker({
  label,
  hint,
  images,
  onChange,
  max,
  target,
  disabled = false,
  itemName,
}: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const room = max - images.length;

  async function take(files: File[]) {
    if (disabled || files.length === 0) return;
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    const taken = pictures.slice(0, Math.max(0, room));
    const notes: string[] = [];
    if (pictures.length < files.length) notes.push('Dropped files must be images; the others were left out.');
    if (taken.length < pictures.length)
      notes.push(`Up to ${max} ${max === 1 ? 'picture' : 'pictures'}: further uploads were ignored.`);
    setBusy(true);
    try {
      const added: string[] = [];
      for (const file of taken) {
        try {
          added.push(await resizeImage(file, target));
        } catch (error) {
          notes.push(
            error instanceof ImageReadError ? `${file.name}: ${error.message}` : `${file.name} could not be read.`,
          );
        }
      }
      onChange(max === 1 && added.length > 0 ? added : [...images, ...added]);
    } finally {
      setBusy(false);
      setNote(notes.length > 0 ? notes.join(' ') : null);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(Array.from(event.dataTransfer.files));
  }

  const replacing = max === 1 && images.length === 1;
  return (
    <div className={styles.picker}>
      <p className={styles.label} id={`${inputId}-label`}>
        {label}
      </p>
      {images.length > 0 ? (
        <ul className={styles.thumbs} aria-labelledby={`${inputId}-label`}>
          {images.map((image, index) => (
            <li key={`${index}-${image.slice(-24)}`} className={styles.thumb}>
              <img src={image} alt={itemName(index)} />
              {disabled ? null : (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => onChange(images.filter((_, at) => at !== index))}
                  aria-label={`Remove ${itemName(index)}`}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 || replacing ? (
        <div
          className={[styles.drop, dragging ? styles.dragging : '', disabled ? styles.disabled : '']
            .filter(Boolean)
            .join(' ')}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`${label} drop zone`}
        >
          {busy ? <Spinner size="sm" /> : <ImagePlus size={24} aria-hidden="true" />}
          <p>{busy ? 'Preparing pictures…' : 'Drag and drop here, or'}</p>
          <label htmlFor={inputId} className={styles.chooseButton} aria-disabled={disabled || undefined}>
            {replacing ? 'Replace' : 'Choose'} {max === 1 ? 'file' : 'files'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple={max > 1}
            className="visually-hidden"
            disabled={disabled || busy}
            aria-describedby={hintId}
            aria-label={`${label}: choose ${max === 1 ? 'a file' : 'files'}`}
            onChange={(event) => {
              void take(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </div>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {note ? <Alert tone="warning">{note}</Alert> : null}
    </div>
  );
}
