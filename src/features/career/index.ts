// What other features may use of the career page: its content, for the chatbot's answers.
export { careerContent, type CareerContent } from './career-types';
