import { periodText, type MailFrequency, type MailReportKind, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: 'de inventario',
  usage: 'de uso de los equipos',
  maintenance: 'de mantenimiento',
  power: 'de consumo de los cargadores',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'diario', weekly: 'semanal', monthly: 'mensual' };

/** Spanish (Spain) mails. */
export const esES: MailTexts = {
  activation: {
    subject: () => 'Activa tu cuenta de Yardfleet',
    body: (p) =>
      `Hola, ${p.name}:\n\nGracias por registrarte en Yardfleet. Abre este enlace para activar tu cuenta:\n\n${p.link}\n\nEl enlace funciona una sola vez y caduca en 7 días. Si no te has registrado, puedes ignorar este correo.\n\nEl equipo de Yardfleet`,
  },
  invitation: {
    subject: (p) => `${p.inviter} te ha invitado a ${p.companyName} en Yardfleet`,
    body: (p) =>
      `Hola:\n\n${p.inviter} te ha invitado a unirte a ${p.companyName} en Yardfleet, la plataforma de gestión de flotas para equipos de exterior a batería. Abre este enlace para crear tu cuenta:\n\n${p.link}\n\nEl enlace funciona una sola vez y caduca en 7 días. Si ha caducado, pide a ${p.inviter} que te envíe una nueva invitación.\n\nEl equipo de Yardfleet`,
  },
  reset: {
    subject: () => 'Restablece tu contraseña de Yardfleet',
    body: (p) =>
      `Hola, ${p.name}:\n\nHemos recibido una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva:\n\n${p.link}\n\nEl enlace funciona una sola vez y caduca en 1 hora. Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambia.\n\nEl equipo de Yardfleet`,
  },
  accountExists: {
    subject: () => 'Alguien intentó registrarse con tu dirección de correo',
    body: (p) =>
      `Hola, ${p.name}:\n\nAlguien intentó crear una cuenta de Yardfleet con esta dirección de correo, que ya tiene una cuenta. Si fuiste tú, inicia sesión aquí:\n\n${p.loginLink}\n\n¿Has olvidado tu contraseña? Restablécela aquí:\n\n${p.resetLink}\n\nSi no fuiste tú, puedes ignorar este correo; no ha cambiado nada.\n\nEl equipo de Yardfleet`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName}: informe ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]}, ${periodText(p)}`,
    body: (p) =>
      `Hola:\n\nAdjuntamos el informe ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]} de ${p.companyName} para ${periodText(p)} (días en la zona horaria de la empresa), como archivo de Excel (XLSX).\n\nTodos los informes en Yardfleet:\n\n${p.link}\n\nRecibe este correo porque un miembro de ${p.companyName} programó este informe para esta dirección. Un administrador o un gestor puede detenerlo en la página de informes.\n\nEl equipo de Yardfleet`,
  },
};
