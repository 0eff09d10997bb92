import { useCallback, useEffect, useRef, useState } from 'react';
import { loadMedia } from './load-media';

/** An attachment on its way to the server. */
export type UploadStatus = 'uploading' | 'ready' | 'error';

export interface ImageDraft {
  status: UploadStatus;
  /** A local object URL for the preview. */
  preview: string;
  url: string | null;
  error: string | null;
}

export interface CardDraft {
  url: string;
  targetPrice: number | null;
  /** The product's name, when the link carried it (shown in the chip only). */
  title?: string | null;
}

/** Why a picked picture was refused, for the composer to word. */
export type ImageRefusal =
  { key: 'image.tooLarge'; mb: number } | { key: 'image.badType' } | { key: 'image.failed'; message: string };

/**
 * What goes with the next question besides its text: a picture (checked, previewed and uploaded
 * as soon as it is picked) and a product. A recording is a question by itself (sent at once).
 */
export function useDraft(onRefused: (refusal: ImageRefusal) => void) {
  const [image, setImage] = useState<ImageDraft | null>(null);
  const [card, setCard] = useState<CardDraft | null>(null);
  const preview = useRef<string | null>(null);

  const dropPreview = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);
  useEffect(() => dropPreview, [dropPreview]);

  const pickImage = useCallback(
    async (file: File) => {
      const media = await loadMedia();
      const problem = media.imageProblem(file);
      if (problem) return onRefused(problem);
      dropPreview();
      const local = URL.createObjectURL(file);
      preview.current = local;
      setImage({ status: 'uploading', preview: local, url: null, error: null });
      const settle = (patch: Partial<ImageDraft>) => setImage((cur) => (cur?.preview === local ? { ...cur, ...patch } : cur));
      try {
        const uploaded = await media.uploadImage(file);
        settle({ status: 'ready', url: uploaded.url });
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        settle({ status: 'error', error: message });
        onRefused({ key: 'image.failed', message });
      }
    },
    [dropPreview, onRefused],
  );

  const removeImage = useCallback(() => {
    dropPreview();
    setImage(null);
  }, [dropPreview]);

  const clear = useCallback(() => {
    removeImage();
    setCard(null);
  }, [removeImage]);

  return {
    image,
    card,
    pickImage,
    setCard,
    removeImage,
    removeCard: () => setCard(null),
    clear,
    uploading: image?.status === 'uploading',
    hasAttachment: Boolean(image || card),
  };
}

export type Draft = ReturnType<typeof useDraft>;
