import { useCallback, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { MAX_IMAGE_BYTES } from '../../../contract/limits'
import { sellerMessages } from '../../../contract/sellerMessages'
import { ImageIcon } from '../icons'

// With reorder buttons under each picture a phone shows two slots a row, so every button keeps a 44 px target.
const Slots = styled.div<{ $reorder: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $reorder }) => ($reorder ? 2 : 4)}, minmax(0, ${({ $reorder }) => ($reorder ? '112px' : '96px')}));
  gap: ${({ theme, $reorder }) => ($reorder ? theme.space.md : theme.space.sm)};
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space.md}; }
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, ${({ $reorder }) => ($reorder ? '112px' : '96px')})); }
`

const SlotColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`

const MainMark = styled.span`
  position: absolute;
  left: 4px;
  bottom: 4px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  pointer-events: none;
`

const Moves = styled.div`
  display: flex;
  justify-content: space-between;
  min-height: 44px;
`

const Move = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  &:only-child.right { margin-left: auto; }
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

/** Shows a chosen file or a stored image; a file's object URL lives exactly as long as the preview (React 19 ref cleanup). */
function Preview({ file, alt }: { file: File | string; alt: string }) {
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      if (typeof file === 'string') {
        img.src = file
        return
      }
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
  if (!file.type.startsWith('image/')) return sellerMessages.seller.imageType
  if (file.size > MAX_IMAGE_BYTES) return sellerMessages.seller.imageTooLarge
  try {
    ;(await createImageBitmap(file)).close()
  } catch {
    return sellerMessages.seller.imageType
  }
  return undefined
}

/** A slot's picture: a file chosen now, the URL of one the product has, or none. */
export type ImageSlotValue = File | string | null

interface Props {
  images: readonly ImageSlotValue[]
  /** Each slot's name (a product's Image 1 … 4, a salon photo's Photo) and the start of its input's id. */
  names?: readonly string[]
  idPrefix?: string
  onChoose(index: number, file: File): Promise<void>
  onRemove(index: number): void
  /** With it, each picture has Move left / Move right buttons (keyboard reordering) and the first is marked Main. */
  onMove?(from: number, to: number): void
  describedBy?: string
}

type Direction = 'left' | 'right'
const moveId = (index: number, direction: Direction) => `product-image-${index + 1}-move-${direction}`

export function ImageSlots({ images, names, idPrefix = 'product-image', onChoose, onRemove, onMove, describedBy }: Props) {
  // After a move, focus follows the picture to its new slot, so pressing again keeps moving it.
  const followed = useRef<{ index: number; direction: Direction }>(undefined)
  useEffect(() => {
    const moved = followed.current
    if (!moved) return
    const other: Direction = moved.direction === 'left' ? 'right' : 'left'
    // Its buttons appear once the form has the picture in that slot.
    const button = document.getElementById(moveId(moved.index, moved.direction)) ?? document.getElementById(moveId(moved.index, other))
    if (!button) return
    followed.current = undefined
    button.focus()
  })
  const main = images.findIndex(Boolean)

  const move = (from: number, direction: Direction) => {
    const to = direction === 'left' ? from - 1 : from + 1
    onMove?.(from, to)
    followed.current = { index: to, direction }
  }

  return (
    <Slots $reorder={Boolean(onMove)}>
      {images.map((file, index) => {
        const id = `${idPrefix}-${index + 1}`
        const name = names?.[index] ?? `Image ${index + 1}`
        const slot = (
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
              <span className="visually-hidden">
                {name}
                {file && onMove && index === main ? ' (main image, shown in the shop)' : ''}
              </span>
            </Picker>
            {file && onMove && index === main && <MainMark aria-hidden="true">Main</MainMark>}
            {file && (
              <Remove type="button" onClick={() => onRemove(index)} aria-label={`Remove ${name.toLowerCase()}`}>
                ×
              </Remove>
            )}
          </Slot>
        )
        if (!onMove) return slot
        return (
          <SlotColumn key={id}>
            {slot}
            <Moves>
              {file && index > 0 && (
                <Move type="button" id={moveId(index, 'left')} aria-label={`Move ${name.toLowerCase()} left`} title="Move left" onClick={() => move(index, 'left')}>
                  ‹
                </Move>
              )}
              {file && index < images.length - 1 && (
                <Move type="button" className="right" id={moveId(index, 'right')} aria-label={`Move ${name.toLowerCase()} right`} title="Move right" onClick={() => move(index, 'right')}>
                  ›
                </Move>
              )}
            </Moves>
          </SlotColumn>
        )
      })}
    </Slots>
  )
}
