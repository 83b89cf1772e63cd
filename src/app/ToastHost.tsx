import { ToastContainer } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '../contract/limits'

// react-toastify 11 injects its own styles with the container.
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={20} newestOnTop />
}
