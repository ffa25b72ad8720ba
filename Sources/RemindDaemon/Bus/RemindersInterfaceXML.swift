/// The introspection XML of remindd's interface, served on the bus.
///
/// It is data/dbus/org.checklists.Remindd1.xml, the file `make install` installs, built
/// into remindd (Package.swift embeds Bus/org.checklists.Remindd1.xml, a link to it): one
/// text, nothing to keep in step, and remindd needs no data file at run time.
enum RemindersInterfaceXML {
    /// The XML.
    static let text = String(decoding: PackageResources.org_checklists_Remindd1_xml, as: UTF8.self)
}
