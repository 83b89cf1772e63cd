import { useId, useState } from 'react'
import styled from 'styled-components'
import type { HelpPreview, HelpQuestion } from '../contract/help'

// A help page's body as the server rendered and sanitized it (server/src/help/markdown.ts): the only HTML
// the shop inserts, and only from there. The FAQs show each question as a disclosure that opens and closes.

const Prose = styled.div`
  max-width: 760px;
  line-height: 1.7;
  h2 { margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3, h4 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  blockquote { margin: ${({ theme }) => theme.space.md} 0; padding-left: ${({ theme }) => theme.space.md}; border-left: 4px solid ${({ theme }) => theme.colors.primarySoft}; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; margin: ${({ theme }) => theme.space.md} 0; }
  th, td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; border: 1px solid ${({ theme }) => theme.colors.line}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.primarySoft}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`

const Questions = styled.ul`
  max-width: 760px;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  li { border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  h2 { margin: 0; font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.md} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &::after { content: '+'; flex: none; color: ${({ theme }) => theme.colors.primary}; font-size: 1.5rem; line-height: 1; }
  &[aria-expanded='true']::after { content: '−'; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`

const Answer = styled(Prose)`
  padding-bottom: ${({ theme }) => theme.space.md};
  p:first-child { margin-top: 0; }
`

function Question({ question }: { question: HelpQuestion }) {
  const [open, setOpen] = useState(false)
  const answerId = useId()
  return (
    <li>
      <h2>
        <Toggle type="button" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen(!open)}>
          <span dangerouslySetInnerHTML={{ __html: question.questionHtml }} />
        </Toggle>
      </h2>
      <Answer id={answerId} hidden={!open} dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
    </li>
  )
}

/** The body of a help page; `asQuestions`: its `##` headings as questions that open and close (the FAQs). */
export function HelpBody({ body, asQuestions }: { body: HelpPreview; asQuestions: boolean }) {
  if (!asQuestions || body.questions.length === 0) return <Prose dangerouslySetInnerHTML={{ __html: body.html }} />
  return (
    <>
      <Prose dangerouslySetInnerHTML={{ __html: body.introHtml }} />
      <Questions>
        {body.questions.map((question, index) => (
          <Question key={index} question={question} />
        ))}
      </Questions>
    </>
  )
}
