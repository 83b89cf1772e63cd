import { useEffect, useState } from 'react'

/** How long the typing rests before a search field asks the server. */
const SEARCH_SETTLE_MS = 250

/**
 * A search field's text as typed, and what it asks the server: the text once typing has rested for SEARCH_SETTLE_MS,
 * trimmed ('' asks nothing). `setAsked` asks at once (a scanner's Enter) or clears the question.
 */
export function useTypedSearch() {
  const [text, setText] = useState('')
  const [asked, setAsked] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), SEARCH_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return { text, setText, asked, setAsked }
}
