import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

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

/** Spanish (Spain) alert mails (rules 22.3). */
export const esESAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} lleva al menos ${c.offlineMinutes} minutos sin conexión`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} ha salido de su almacén` : `${s} ha salido del almacén ${item.warehouseName}`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} ha entrado en un almacén` : `${s} ha entrado en el almacén ${item.warehouseName}`;
      case 'out_after_hours':
        return `${s} está trabajando fuera del horario laboral`;
      case 'not_returned':
        return `${s} sigue fuera después de las ${c.returnBy}`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} notifica una avería` : `${s} notifica una avería (código de error ${item.errorCode})`;
      case 'battery_health_low':
        return `La batería de ${s} está por debajo del ${c.belowPercent} % de su capacidad original`;
      case 'battery_optimization_needed':
        return `La batería de ${s} necesita optimización`;
      case 'charger_offline':
        return `El sistema de carga ${s} lleva al menos ${c.offlineMinutes} minutos sin conexión`;
      case 'charger_port_fault':
        return `Un puerto del sistema de carga ${s} está sobrecalentado o en error`;
      case 'service_due':
        return `${s} necesita mantenimiento`;
      case 'service_overdue':
        return `El mantenimiento de ${s} lleva ${c.graceDays} días o más de retraso`;
    }
  },
  when: { opened: 'Abierta', reopened: 'Abierta de nuevo', escalated: 'Sin confirmar desde' },
  escalated: 'Escalada',
  hello: (name) => `Hola, ${name}:`,
  rule: 'Regla',
  open: 'Ábrela en Yardfleet:',
  all: 'Todas las alertas:',
  locale: 'es-ES',
  digestSubject: (count, company) => `${company}: ${count} alertas`,
  digestIntro: (count, company) => `${count} alertas de ${company} desde el último correo:`,
  more: (count) => `... y ${count} más: todas están en la página de alertas.`,
  why: (company) =>
    `Recibes este correo porque una regla de alerta de ${company} te nombra a ti o a tu rol. En Mi cuenta eliges cómo te llegan los correos de alerta (al momento, cada hora, a diario o nunca) y puedes fijar horas de silencio.`,
  signature: 'El equipo de Yardfleet',
});
