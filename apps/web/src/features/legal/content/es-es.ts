import type { LegalTexts } from './legal-document';

/** Las condiciones en español (es-ES). */
export const texts: LegalTexts = {
  userAgreement: {
    title: 'Acuerdo de usuario de Yardfleet',
    version: 'Versión 1.0, vigente desde el 1 de marzo de 2025',
    sections: [
      {
        heading: '1. Quién puede usar Yardfleet',
        paragraphs: [
          'Yardfleet es un servicio de gestión de flotas de equipos de exterior a batería, ofrecido solo a empresas y a autónomos. No se ofrece a consumidores.',
          'Quien registra una cuenta de empresa confirma que está autorizado por el titular de la cuenta (la empresa o el autónomo) para crearla y aceptar este acuerdo en su nombre.',
        ],
      },
      {
        heading: '2. Cuentas y roles',
        paragraphs: [
          'Cada empresa tiene exactamente un administrador. El administrador invita a responsables y empleados, puede transferir el rol de administrador y gestiona el nombre y la zona horaria de la empresa. Lo que puede hacer cada rol se describe en la documentación del producto.',
          'Mantiene sus datos de acceso en secreto y nos avisa sin demora si sospecha un uso indebido. Es responsable de todo lo que se haga con su cuenta.',
        ],
      },
      {
        heading: '3. El servicio',
        paragraphs: [
          'Yardfleet muestra la ubicación, el estado, el tiempo de uso, la batería y el mantenimiento que comunican sus equipos, pasarelas y cargadores, y permite organizarlos con etiquetas, almacenes y recordatorios de mantenimiento.',
          'Buscamos una alta disponibilidad, pero no garantizamos un servicio ininterrumpido. Anunciamos con antelación el mantenimiento previsto siempre que sea posible.',
        ],
      },
      {
        heading: '4. Sus datos',
        paragraphs: [
          'Los datos de los equipos que introduce la empresa o que envían sus dispositivos pertenecen a la empresa. Nos concede los derechos necesarios para almacenarlos, tratarlos y mostrarlos para prestar el servicio.',
          'Puede exportar sus datos en cualquier momento y pedir su supresión cuando finalice la cuenta de empresa.',
        ],
      },
      {
        heading: '5. Uso aceptable',
        paragraphs: [
          'No usará Yardfleet para seguir a personas sin base legal, perturbar el servicio o a otros clientes, probar su seguridad sin nuestro consentimiento por escrito ni infringir la ley aplicable.',
        ],
      },
      {
        heading: '6. Tarifas',
        paragraphs: [
          'Las tarifas, si las hay, siguen el pedido o plan acordado con su distribuidor o con nosotros. Los precios no incluyen el IVA salvo indicación en contrario.',
        ],
      },
      {
        heading: '7. Fin del acuerdo',
        paragraphs: [
          'Puede cancelar su cuenta personal en Mi cuenta. El administrador de una empresa registrada transfiere antes el rol de administrador. Una cuenta de empresa la cancela un agente de servicio de Yardfleet a petición del administrador.',
          'Puede retirar su consentimiento en Información legal; el servicio queda desactivado para usted hasta que lo acepte de nuevo.',
        ],
      },
      {
        heading: '8. Responsabilidad',
        paragraphs: [
          'Nada en este acuerdo limita la responsabilidad por dolo, negligencia grave o daños a la vida, la integridad física o la salud. En lo demás, nuestra responsabilidad se limita a los daños previsibles típicos de este tipo de contrato y, por año, a las cantidades pagadas en los doce meses anteriores.',
        ],
      },
      {
        heading: '9. Cambios y ley aplicable',
        paragraphs: [
          'Podemos modificar este acuerdo con un preaviso mínimo de 30 días; en su siguiente inicio de sesión se le pedirá que acepte la nueva versión. Se aplica la ley del país de la entidad Yardfleet contratante.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Política de privacidad de Yardfleet',
    version: 'Versión 1.0, vigente desde el 1 de marzo de 2025',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'Su empresa es responsable de los datos de equipos que trata en Yardfleet; nosotros los tratamos por su cuenta. De los datos de cuenta (nombre, correo, idioma, registros de acceso) somos responsables nosotros. Contacto: privacy@yardfleet.com.',
        ],
      },
      {
        heading: '2. Qué datos tratamos',
        paragraphs: [
          'Datos de cuenta: nombre y apellidos, correo electrónico, empresa, rol, idioma, hash de la contraseña, horas de acceso e identificadores de los navegadores que usa.',
          'Datos de equipos: números de serie y de modelo, posiciones, tiempos de uso, valores de batería y carga, registros de mantenimiento y las etiquetas que asigna su empresa.',
        ],
      },
      {
        heading: '3. Finalidades',
        paragraphs: [
          'Prestar el servicio contratado (contrato), mantenerlo seguro, por ejemplo limitando los intentos de acceso y cerrando sesiones (interés legítimo), y cumplir obligaciones legales como la conservación fiscal.',
        ],
      },
      {
        heading: '4. Destinatarios',
        paragraphs: [
          'Las personas de su empresa según su rol, nuestros proveedores de alojamiento y correo como encargados del tratamiento con contrato escrito, y las autoridades cuando la ley lo exija. Nunca vendemos datos personales.',
        ],
      },
      {
        heading: '5. Dónde se almacenan',
        paragraphs: [
          'Los datos de clientes europeos se almacenan en la Unión Europea; los de clientes norteamericanos, en Estados Unidos. Las transferencias fuera de estas regiones se basan en cláusulas contractuales tipo.',
        ],
      },
      {
        heading: '6. Plazo de conservación',
        paragraphs: [
          'Los datos de cuenta mientras exista la cuenta y después hasta 90 días en copias de seguridad; los registros de acceso, 12 meses; las facturas, el tiempo que exija la ley fiscal.',
        ],
      },
      {
        heading: '7. Sus derechos',
        paragraphs: [
          'Puede acceder, rectificar, suprimir, limitar y portar sus datos, oponerse al tratamiento basado en interés legítimo y retirar su consentimiento en cualquier momento en Información legal, sin afectar al tratamiento anterior. Puede reclamar ante una autoridad de control.',
        ],
      },
      {
        heading: '8. Seguridad',
        paragraphs: [
          'Las contraseñas solo se guardan como hashes con sal, las conexiones están cifradas, los enlaces caducan y solo sirven una vez, y el acceso está limitado por rol.',
        ],
      },
      {
        heading: '9. Cambios',
        paragraphs: ['Anunciamos los cambios de esta política en la aplicación; los cambios importantes se le muestran en su siguiente inicio de sesión.'],
      },
    ],
  },
};
