/// CurbcutCore holds the platform-neutral accessibility knowledge every other Curbcut module shares:
/// colour science and contrast, the Dynamic Type model, design tokens and the behaviour of the design
/// system's components. It depends on Foundation only, so it runs wherever Swift does.
public enum CurbcutCore {}
