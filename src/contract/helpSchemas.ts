import * as yup from 'yup'
import { HELP_BODY_MAX, helpMessages } from './help'
import { TEXT_MAX } from './limits'

// What the owner may save as a help page, checked by the seller's form and by the server alike. Apart from
// help.ts, so the shop's help pages do not bring yup with them.

export const helpPageSchema = yup.object({
  title: yup.string().trim().max(TEXT_MAX).required(helpMessages.titleRequired),
  body: yup.string().trim().max(HELP_BODY_MAX, helpMessages.bodyTooLong).required(helpMessages.bodyRequired),
})

export const helpPreviewSchema = yup.object({
  body: yup.string().max(HELP_BODY_MAX, helpMessages.bodyTooLong).defined().strict(),
})
