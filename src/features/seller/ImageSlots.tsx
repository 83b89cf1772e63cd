import { useCallback } from 'react'
import styled from 'styled-components'
import { MAX_IMAGE_BYTES } from '../../contract/limits'
import { messages } from '../../contract/messages'
import { ImageIcon } from './icons'

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 96px));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space.md}; }
`

const Slot = styled.div`
  position: relative;
  aspect-ratio: 1;
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`

const Picker = styled.label<{ $filled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  overflow: hidden;
  border: 2px ${({ $filled }) => ($filled ? 'solid' : 'dashed')} ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  img { width: 100%; height: 100%; object-fit: cover; }
`

const Remove = styled.button`
  position: absolute;
  top: -10px;
  right: -10px;
  width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 1rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.danger}; }
`

/** Shows a chosen file; its object URL lives exactly as long as the preview (React 19 ref cleanup). */
function Preview({ file, alt }: { file: File; alt: string }) {
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(file)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [file],
  )
  return <img ref={showFile} alt={alt} width="96" height="96" />
}

/**
 * Why a file cannot be a product image, or undefined when it can. The browser decodes it as the server will:
 * a text file renamed .png is refused when chosen, not shown as a broken preview and refused only on submit.
 */
export async function imageProblem(file: File): Promise<string | undefined> {
  if (!file.type.startsWith('image/')) return messages.seller.imageType
  if (file.size > MAX_IMAGE_BYTES) return messages.seller.imageTooLarge
  try {
    ;(await createImageBitmap(file)).close()
  } catch {
    return messages.seller.imageType
  }
  return undefined
}

interface Props {
  images: readonly (File | null)[]
  onChoose(index: number, file: File): Promise<void>
  onRemove(index: number): void
  describedBy?: string
}

export function ImageSlots({ images, onChoose, onRemove, describedBy }: Props) {
  return (
    <Slots>
      {images.map((file, index) => {
        const id = `product-image-${index + 1}`
        const name = `Image ${index + 1}`
        return (
          <Slot key={id}>
            <input
              id={id}
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-describedby={describedBy}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0]
                // Cleared so that choosing the same file again still fires a change.
                event.currentTarget.value = ''
                if (chosen) void onChoose(index, chosen)
              }}
            />
            <Picker htmlFor={id} $filled={Boolean(file)}>
              {file ? (
                <Preview file={file} alt={`Preview of ${name.toLowerCase()}`} />
              ) : (
                <>
                  <ImageIcon />
                  <span aria-hidden="true">Upload</span>
                </>
              )}
              <span className="visually-hidden">{name}</span>
            </Picker>
            {file && (
              <Remove type="button" onClick={() => onRemove(index)} aria-label={`Remove ${name.toLowerCase()}`}>
                ×
              </Remove>
            )}
          </Slot>
        )
      })}
    </Slots>
  )
}
